import { fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';

export function renderAt(ui: ReactElement, url = '/') {
  return render(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>);
}

export function fill(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

export function spyAlert() {
  return vi.spyOn(window, 'alert').mockImplementation(() => {});
}
