import * as migration_20261121_002726_initial from './20261121_002726_initial';

export const migrations = [
  {
    up: migration_20261121_002726_initial.up,
    down: migration_20261121_002726_initial.down,
    name: '20261121_002726_initial'
  },
];
