import { useEffect, useState } from 'react';
import type { TrialSlot } from './get-trial-slots';

export type SlotsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; slots: TrialSlot[] };

/**
 * The free times of a course, loaded in the browser (nothing of it is prerendered). Changing `refresh` loads them
 * again, e.g. after SLOT_TAKEN; `initial`: the times the server rendered (no first load). The API module is imported on first use, so Apollo Client stays out of the page's
 * own chunk.
 */
export function useTrialSlots(course: string, refresh: number, initial?: TrialSlot[]): SlotsState {
  const [state, setState] = useState<SlotsState>(initial ? { status: 'ready', slots: initial } : { status: 'loading' });
  useEffect(() => {
    // the times the server rendered the page with stand until a refresh asks again
    if (initial && refresh === 0) return;
    let live = true;
    import('./get-trial-slots')
      .then(({ getTrialSlots }) => getTrialSlots(course))
      .then(
        (slots) => live && setState({ status: 'ready', slots }),
        () => live && setState({ status: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [course, refresh, initial]);
  return state;
}
