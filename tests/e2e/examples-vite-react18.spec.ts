import {
  brochureQuery,
  checkHostViewer,
  checkHostWidgets,
  signInToHost,
  watchProblems,
} from './consumer-hosts';
import { example, expect, test } from './examples-helpers';

// examples/vite-react18: a Vite app on React 18.3 built from the packed package as a customer
// builds it (scripts/build-consumer-hosts.mjs, a step of npm test before this one), served by the
// examples server at /vite-react18/dist/ (its `base` is relative: any path works).

test('the Vite host renders with React 18, signs in, and shows the bell, the cart, the board and a PDF', async ({
  page,
  request,
}) => {
  const problems = watchProblems(page);

  const response = await page.goto(example('vite-react18/dist/'));
  expect(response?.status(), 'build the host first: npm run build:consumer-hosts').toBe(200);
  // React 18 rendered the page: the app prints the `version` it imported from react.
  await expect(page.getByTestId('react-version')).toHaveText(/^18\.3\./);

  const token = await signInToHost(page, 'staff@demo.test', 'Hi, Sam');
  await checkHostWidgets(page, request, token);
  // The viewer opens a PDF (a Northwind brochure), page 1 painted by pdf.js. Below another path
  // (the reference server's /examples/, which the examples server answers too): the build's `base`
  // is relative, its chunks and pdf.js's worker load from wherever the page is.
  await checkHostViewer(page, example(`examples/vite-react18/dist/${await brochureQuery(request, token)}`));

  expect(problems).toEqual([]);
});
