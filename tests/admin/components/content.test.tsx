// @vitest-environment jsdom
/**
 * The content screens (docs/requirements.md#dashboard-content) against the admin API contract (a real HTTP fake executing schema.graphql):
 * reordering by buttons and keys saves `position` and reloads the server's order, a pasted YouTube address
 * is sent as its id, and the server's field errors land on the fields or above the buttons.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../../../admin/src/app';
import { canRoleAccess } from '../../../admin/src/providers/auth-provider';
import { createDataProvider } from '../../../admin/src/providers/data-provider';
import { gqlError, startFakeAdminApi, type FakeApi } from '../helpers/fake-admin-api';

const auth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'editor',
  getIdentity: async () => ({ id: 'ed@example.org', fullName: 'ed@example.org' }),
  canAccess: async ({ resource, action }) => canRoleAccess('editor', resource, action),
};

const stamp = { published: true, publishedAt: '2025-03-01T10:00:00.000Z', updatedAt: '2025-03-01T10:00:00.000Z' };
const course = (id: string, name: string, position: number) => ({
  id,
  slug: name.toLowerCase(),
  name,
  group: 'Instruments',
  summary: `Learn ${name}.`,
  highlights: ['Scales'],
  position,
  ...stamp,
});

let api: FakeApi;
let courses: ReturnType<typeof course>[];

beforeAll(async () => {
  api = await startFakeAdminApi();
  api.resolvers.dashboardSettings = () => ({ schoolTimeZone: 'Asia/Kolkata', now: '2025-03-02T10:00:00.000Z' });
  api.resolvers.courses = () => courses;
});
afterAll(() => api.close());
beforeEach(() => {
  courses = [course('c1', 'Piano', 0), course('c2', 'Guitar', 1), course('c3', 'Tabla', 2)];
  api.requests.length = 0;
  // the server's move: the item goes to `position`, the others make room
  api.resolvers.saveCourse = ({ input }) => {
    const { id, position } = input as { id: string; position?: number };
    const moved = courses.find((c) => c.id === id)!;
    const rest = courses.filter((c) => c !== moved);
    rest.splice(position ?? moved.position, 0, moved);
    courses = rest.map((c, i) => ({ ...c, position: i }));
    return courses.find((c) => c.id === id);
  };
});

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App dataProvider={createDataProvider({ baseUrl: api.url })} authProvider={auth} />
    </MemoryRouter>,
  );
}

const sent = (field: string) =>
  api.requests.filter((r) => r.path === '/graphql' && String(r.body.query).includes(`${field}(`));

async function order() {
  const list = await screen.findByRole('list', { name: 'In their order on the site' }, { timeout: 8000 });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('reordering an ordered list', () => {
  it('"Move … up" saves the new position and the list shows the server order', async () => {
    open('/courses');
    expect(await order()).toEqual(['Piano', 'Guitar', 'Tabla']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Guitar up' }));
    await waitFor(async () => expect(await order()).toEqual(['Guitar', 'Piano', 'Tabla']), { timeout: 8000 });
    const input = sent('saveCourse').at(-1)!.body.variables!.input as Record<string, unknown>;
    expect(input).toMatchObject({ id: 'c2', position: 0, name: 'Guitar', slug: 'guitar', published: true });
    expect(screen.getByRole('button', { name: 'Move Guitar up' })).toHaveProperty('disabled', true);
    await screen.findByText('Guitar moved to place 1 of 3');
  });

  it('the down arrow key on the drag handle moves the item one place down', async () => {
    open('/courses');
    await order();
    const handle = screen.getByRole('button', { name: /^Reorder Piano \(place 1 of 3\)/ });
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    await waitFor(async () => expect(await order()).toEqual(['Guitar', 'Piano', 'Tabla']), { timeout: 8000 });
    expect(sent('saveCourse').at(-1)!.body.variables!.input).toMatchObject({ id: 'c1', position: 1 });
    // the last item cannot go further down: nothing is sent
    const before = sent('saveCourse').length;
    fireEvent.keyDown(screen.getByRole('button', { name: /^Reorder Tabla/ }), { key: 'ArrowDown' });
    expect(screen.getByRole('button', { name: 'Move Tabla down' })).toHaveProperty('disabled', true);
    expect(sent('saveCourse')).toHaveLength(before);
  });
});

describe('the YouTube video field', () => {
  const star = { id: 's1', name: 'Anya', location: 'Pune', subject: 'Piano', youtubeId: 'aaaaaaaaaaa', position: 0 };
  beforeEach(() => {
    api.resolvers.risingStars = () => [{ ...star, ...stamp }];
  });

  it('keeps the id of a pasted YouTube address, and sends it on Publish', async () => {
    api.resolvers.saveRisingStar = ({ input }) => ({ ...star, ...stamp, ...(input as object) });
    open('/rising-stars/s1');
    const field = await screen.findByRole('textbox', { name: 'YouTube video' }, { timeout: 8000 });
    fireEvent.change(field, { target: { value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s' } });
    expect(field).toHaveProperty('value', 'dQw4w9WgXcQ');
    fireEvent.change(field, { target: { value: 'https://youtu.be/9bZkp7q19f0?si=abc' } });
    expect(field).toHaveProperty('value', '9bZkp7q19f0');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent('saveRisingStar')).toHaveLength(1), { timeout: 8000 });
    expect(sent('saveRisingStar')[0].body.variables!.input).toEqual({
      id: 's1',
      name: 'Anya',
      location: 'Pune',
      subject: 'Piano',
      youtubeId: '9bZkp7q19f0',
      published: true,
    });
  });

  it("shows the server's refusal of the id under the field", async () => {
    api.resolvers.saveRisingStar = () => {
      throw gqlError('BAD_USER_INPUT', 'youtubeId: not a video', { youtubeId: 'This video is not on YouTube' });
    };
    open('/rising-stars/s1');
    const field = await screen.findByRole('textbox', { name: 'YouTube video' }, { timeout: 8000 });
    fireEvent.change(field, { target: { value: 'bbbbbbbbbbb' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await screen.findByText('This video is not on YouTube', {}, { timeout: 8000 });
    expect(sent('saveRisingStar')[0].body.variables!.input).toMatchObject({ published: false });
  });
});

describe("the server's field errors on a course", () => {
  it('a taken address shows on its field', async () => {
    api.resolvers.saveCourse = () => {
      throw gqlError('BAD_USER_INPUT', 'Another course has this slug', { slug: 'Another course has this slug' });
    };
    open('/courses/c2');
    const slug = await screen.findByRole('textbox', { name: 'Address on the site' }, { timeout: 8000 });
    fireEvent.change(slug, { target: { value: 'piano' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByText('Another course has this slug', {}, { timeout: 8000 });
    expect(slug.getAttribute('aria-invalid')).toBe('true');
  });

  it('a sixth course is refused in words above the buttons', async () => {
    const message = 'The site shows 5 courses: change one of them instead of adding another';
    api.resolvers.saveCourse = () => {
      throw gqlError('BAD_USER_INPUT', message, { id: message });
    };
    open('/courses/create');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }, { timeout: 8000 }), {
      target: { value: 'Violin' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Address on the site' }), { target: { value: 'violin' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Summary' }), { target: { value: 'Strings.' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Group' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Instruments' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain(message);
  });
});

describe('Preview', () => {
  it("sends the form as it stands, published, and shows the server's page in a sandboxed frame", async () => {
    api.resolvers.previewCourse = ({ input }) => ({
      path: '/Courses',
      html: `<!doctype html><h1>${(input as { name: string }).name}</h1>`,
    });
    open('/courses/c3');
    const name = await screen.findByRole('textbox', { name: 'Name' }, { timeout: 8000 });
    fireEvent.change(name, { target: { value: 'Tabla, with Ustad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview of /Courses' }, { timeout: 8000 });
    const frame = within(dialog).getByTitle('The page /Courses, as it would be published');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<!doctype html><h1>Tabla, with Ustad</h1>');
    expect(sent('previewCourse')[0].body.variables!.input).toMatchObject({
      id: 'c3',
      name: 'Tabla, with Ustad',
      published: true,
    });
    expect(sent('saveCourse')).toHaveLength(0);
  });
});
