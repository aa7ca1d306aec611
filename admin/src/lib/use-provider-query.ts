import { useEffect, useState } from 'react';
import { useDataProvider, useLogoutIfAccessDenied } from 'react-admin';
import type { SchoolDataProvider } from '../providers/data-provider';

export interface ProviderQuery<T> {
  data?: T;
  error?: Error;
  isPending: boolean;
}

/** Calls one of our custom data provider methods; re-runs when `key` changes. */
export function useProviderQuery<T>(key: string, run: (provider: SchoolDataProvider) => Promise<T>): ProviderQuery<T> {
  const provider = useDataProvider<SchoolDataProvider>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [state, setState] = useState<ProviderQuery<T>>({ isPending: true });
  useEffect(() => {
    let live = true;
    setState((s) => ({ data: s.data, isPending: true }));
    // a method that throws at once (or a provider without it) is an error of this query, not of the page
    Promise.resolve()
      .then(() => run(provider))
      .then(
        (data) => live && setState({ data, isPending: false }),
        (error: Error) => {
          if (!live) return;
          setState({ error, isPending: false });
          void logoutIfAccessDenied(error);
        },
      );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, provider]);
  return state;
}
