import { carouselTests, carouselWithoutScriptsTest, loadingBarTests, socialStripTests } from './page-extras-helpers';

/** Issue 32 items 1, 2 and 4 at 1280 px; page-extras.phone.spec.ts runs the same at 390 px with touch. */
carouselTests('mouse');
carouselWithoutScriptsTest();
loadingBarTests();
socialStripTests();
