/** Every dashboard screen at 390 px, light and dark: axe and no sideways scrolling (helpers/axe-walk.ts). */
import { PHONE, walkEveryScreen } from './helpers/axe-walk';

walkEveryScreen(PHONE);
