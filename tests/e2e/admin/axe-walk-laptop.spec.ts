/** Every dashboard screen at 1440 px, light and dark: axe and no sideways scrolling (helpers/axe-walk.ts). */
import { LAPTOP, walkEveryScreen } from './helpers/axe-walk';

walkEveryScreen(LAPTOP);
