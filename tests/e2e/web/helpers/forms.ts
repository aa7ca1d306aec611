import type { Page } from 'playwright-core';

/** Answers the next matching GraphQL mutation with a canned failure, as the server would send it. */
export async function failNextMutation(
  page: Page,
  operation: string,
  failure: 'BAD_USER_INPUT' | 'TOO_MANY_REQUESTS' | 'abort',
) {
  await page.route('**/graphql', async (route) => {
    const body = route.request().postData() ?? '';
    if (!body.includes(operation)) return route.fallback();
    await page.unroute('**/graphql');
    if (failure === 'abort') return route.abort('failed');
    return route.fulfill({
      status: failure === 'BAD_USER_INPUT' ? 400 : 200,
      contentType: 'application/graphql-response+json',
      body: JSON.stringify({ errors: [{ message: 'rejected', extensions: { code: failure } }], data: null }),
    });
  });
}

/** The JSON answer of the next GraphQL request whose body mentions `operation`. */
export function mutationAnswer(page: Page, operation: string): Promise<Record<string, any>> {
  return page
    .waitForResponse(
      (response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes(operation),
    )
    .then((response) => response.json());
}
