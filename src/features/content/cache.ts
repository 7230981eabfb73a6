/** How long cached settings and restaurants live at most (spec section 9); edits expire them sooner by tag. */
export const CONTENT_CACHE_SECONDS = 3600;
