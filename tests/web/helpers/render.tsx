import { fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { defaultContent } from '../../../web/src/content/default-content';
import { SiteContentProvider } from '../../../web/src/content/site-content';
import { vi } from 'vitest';

export function renderAt(ui: ReactElement, url = '/') {
  return render(
    <SiteContentProvider content={defaultContent}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </SiteContentProvider>,
  );
}

export function fill(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

export function spyAlert() {
  return vi.spyOn(window, 'alert').mockImplementation(() => {});
}
