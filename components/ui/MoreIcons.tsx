/** The cart drawer's and the image modal's icons (see Icons.tsx): not needed at load. */
import { strokeIcon } from './Icons';

export const PlusIcon = strokeIcon(16, 'M12 5v14M5 12h14');
export const MinusIcon = strokeIcon(16, 'M5 12h14');
export const ChevronRightIcon = strokeIcon(20, 'm9 5 7 7-7 7');
export const RepeatIcon = strokeIcon(
  14,
  'M17 2l3 3-3 3',
  'M4 11V9a4 4 0 0 1 4-4h12',
  'M7 22l-3-3 3-3',
  'M20 13v2a4 4 0 0 1-4 4H4',
);
