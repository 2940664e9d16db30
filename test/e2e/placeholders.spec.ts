// A placeholder the page fills with a company fact, misspelt in the studio, with JavaScript: the careers page's Reach
// Out text with {email.hrr} is refused on Publish beside its field, offering {email.hr}, with what was typed kept and
// the live page unchanged (test/support/placeholder-refusal.ts). (Without JavaScript: placeholders.nojs.spec.ts; the rules:
// test/unit/content/placeholders.test.ts.)
import { runAdminCli } from '../support/admin-cli';
import { test } from '../support/fixtures';
import { expectMisspeltPlaceholderRefused } from '../support/placeholder-refusal';
import { STAFF_PASSWORD } from '../support/studio';

const EMAIL = 'placeholders@navyug.example';

test.beforeAll(() => {
  runAdminCli(['create-user', EMAIL, '--role', 'editor'], `${STAFF_PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR }); // may exist from an earlier run
});

test('a misspelt placeholder is refused beside its field, naming the one meant, and nothing goes live', async ({ page }) => {
  await expectMisspeltPlaceholderRefused(page, EMAIL, '{email.hrr}');
});
