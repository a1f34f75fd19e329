// Runs before every widget test file, in the browser.
import { configure } from '@testing-library/dom';

// `findBy…` and `waitFor` wait up to 5 s instead of testing-library's 1 s: CI runs these files side
// by side on two cores, where a first render can take longer than a second. A missing element
// still fails, only later.
configure({ asyncUtilTimeout: 5000 });
