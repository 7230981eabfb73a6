import * as migration_20261121_002726_initial from './20261121_002726_initial';
import * as migration_20261121_025838_menus from './20261121_025838_menus';

export const migrations = [
  {
    up: migration_20261121_002726_initial.up,
    down: migration_20261121_002726_initial.down,
    name: '20261121_002726_initial',
  },
  {
    up: migration_20261121_025838_menus.up,
    down: migration_20261121_025838_menus.down,
    name: '20261121_025838_menus'
  },
];
