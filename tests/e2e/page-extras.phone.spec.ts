import { carouselTests, carouselWithoutScriptsTest, loadingBarTests, socialStripTests } from './page-extras-helpers';

/** Issue 32 items 1, 2 and 4 at 390 px, swiping with a finger; page-extras.spec.ts runs the same at 1280 px. */
carouselTests('touch');
carouselWithoutScriptsTest();
loadingBarTests();
socialStripTests();
