// Tests run outside Next's server bundle, where the real `server-only` package refuses to load.
export {};
