import { useEffect, useState } from 'react';
import type { TrialSlot } from './get-trial-slots';

export type SlotsState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; slots: TrialSlot[] };

/**
 * The free times of a course, loaded in the browser (nothing of it is prerendered). Changing `refresh` loads them
 * again, e.g. after SLOT_TAKEN. The API module is imported on first use, so Apollo Client stays out of the page's
 * own chunk.
 */
export function useTrialSlots(course: string, refresh: number): SlotsState {
  const [state, setState] = useState<SlotsState>({ status: 'loading' });
  useEffect(() => {
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
  }, [course, refresh]);
  return state;
}
