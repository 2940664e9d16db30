// The content studio's rich Markdown editor (components/admin/content/markdown-field.tsx): its code reaches the editor
// page and no public page; an editor types Markdown structure with the keyboard and it is stored as Markdown; the
// plain textarea comes back with a toggle; axe finds nothing in either mode; the whole round works by keyboard.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { runAdminCli } from '../support/admin-cli';
import { expect, test } from '../support/fixtures';
import { axe } from '../support/axe';

const PASSWORD = 'a long enough passphrase';
const EDITOR = 'markdown-editor@navyug.example';
const POST = 'retrieval-augmented-generation-explained';
/** A class name prosemirror-view (under Tiptap) writes: in the editor's chunk and nowhere else in the site. */
const MARKER = 'ProseMirror-hideselection';
const PUBLIC_PAGES = ['/', '/blog', '/blog/choosing-your-first-ai-use-case', '/work'];

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  const { code, out } = runAdminCli(['create-user', EDITOR, '--role', 'editor'], `${PASSWORD}\n`, { DATA_DIR: process.env.NAVYUG_E2E_DATA_DIR });
  // A retry runs this again on the same server: the editor made by the first attempt is the one wanted.
  if (code !== 0) expect(out, out).toMatch(/already exists|exists already|is taken/i);
});

async function signIn(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(EDITOR);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
}

/** Saves a draft with `submit` and waits for its answer, which names a revision newer than the last answer's. */
async function saveDraft(page: Page, submit: () => Promise<void>) {
  const status = page.getByRole('status').filter({ hasText: 'Draft saved' });
  const before = (await status.count()) ? await status.textContent() : null;
  await submit();
  await expect(status).toBeVisible();
  if (before) await expect(status).not.toHaveText(before);
}

/** Opens the seeded post's editor and waits for the rich editor to stand in for the textarea. */
async function openPost(page: Page) {
  await page.goto('/admin/content/posts');
  await page.getByRole('row').filter({ hasText: POST }).getByRole('link').first().click();
  // While it is shown the rich editor is the only text box named Body; the returned locator finds it hidden too.
  await expect(page.getByRole('textbox', { name: 'Body', exact: true })).toHaveAttribute('contenteditable', 'true');
  await expect(page.locator('textarea[name="body"]')).toBeHidden();
  return page.locator('[contenteditable="true"][aria-labelledby="body-label"]');
}

/**
 * Waits until the editor has taken in a caret the keyboard moved. ProseMirror reads the page's selection on its
 * "selectionchange" event, which Chrome sends a moment after Ctrl+End (it scrolls first), and splits on Enter where
 * its own state says the caret is: keys sent sooner land where the click put the caret. A person sees the caret
 * arrive before typing; the test asks the editor (Tiptap sets `editor` on its element) instead.
 */
async function caretTakenIn(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const { editor } = document.querySelector('[contenteditable="true"]') as HTMLElement & { editor: import('@tiptap/core').Editor };
        const selection = getSelection();
        return !!selection?.focusNode && editor.view.posAtDOM(selection.focusNode, selection.focusOffset) === editor.state.selection.head;
      }),
    )
    .toBe(true);
}

/** The text of every script a page has: its <script src> elements, after everything it loads has loaded. */
async function scriptTexts(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const sources = await page.locator('script[src]').evaluateAll((scripts) => scripts.map((s) => (s as HTMLScriptElement).src));
  expect(sources.length, path).toBeGreaterThan(0);
  return Promise.all(sources.map(async (src) => ({ src, text: await (await page.request.get(src)).text() })));
}

test('the editor code loads on the content editor page and on no public page', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    for (const { src, text } of await scriptTexts(page, path)) expect(text.includes(MARKER), `${path}: ${src}`).toBe(false);
  }
  await signIn(page);
  const surface = await openPost(page);
  await expect(surface).toBeVisible();
  const scripts = await scriptTexts(page, page.url());
  expect(scripts.some(({ text }) => text.includes(MARKER))).toBe(true);
});

test('headings, bold and lists typed in the rich editor are stored as Markdown; the plain textarea comes back with a toggle', async ({ page }) => {
  await signIn(page);
  const surface = await openPost(page);
  const textarea = page.locator('textarea[name="body"]');
  const stored = await textarea.inputValue();
  expect(stored).toContain('## Getting started');
  await axe(page);
  // Opened and saved without an edit, the text goes back byte for byte: the editor's own Markdown is not forced on it.
  await saveDraft(page, () => page.getByRole('button', { name: 'Save draft' }).click());
  await expect(textarea).toHaveValue(stored);

  await surface.click();
  await page.keyboard.press('Control+End');
  await caretTakenIn(page);
  await page.keyboard.press('Enter');
  await page.keyboard.type('## Typed heading');
  await page.keyboard.press('Enter');
  // Bold by its keyboard shortcut (the `## ` and `- ` lines use the Markdown input rules).
  await page.keyboard.type('Some ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('bold words');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' here.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- a list item');
  await expect(surface.getByRole('heading', { level: 2, name: 'Typed heading' }).last()).toBeVisible();
  await expect(surface.locator('strong').last()).toHaveText('bold words');
  await expect(surface.getByRole('listitem').last()).toHaveText('a list item');
  await saveDraft(page, () => page.getByRole('button', { name: 'Save draft' }).click());

  await page.reload();
  await expect(surface.getByRole('heading', { level: 2, name: 'Typed heading' }).last()).toBeVisible();
  const markdown = await textarea.inputValue();
  expect(markdown).toContain('\n## Typed heading\n');
  expect(markdown).toContain('Some **bold words** here.');
  expect(markdown).toMatch(/\n- a list item\s*$/);
  expect(markdown).toContain('## Getting started'); // the rest is still there

  // Plain Markdown and back: what is typed in the textarea is what the rich editor shows.
  await page.getByRole('button', { name: 'Edit as plain Markdown' }).click();
  await expect(textarea).toBeFocused();
  await expect(surface).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Body', exact: true })).toHaveValue(markdown);
  await axe(page);
  await textarea.fill(`${markdown}\n\n> A quote added as plain text.`);
  await page.getByRole('button', { name: 'Edit as rich text' }).click();
  await expect(textarea).toBeHidden();
  await expect(surface.locator('blockquote').last()).toHaveText('A quote added as plain text.');
  await expect(surface).toBeFocused();
  await saveDraft(page, () => page.getByRole('button', { name: 'Save draft' }).click());
  await expect(textarea).toHaveValue(/\n> A quote added as plain text\.$/);
});

test('by keyboard alone: Tab into the editor, type, Tab to Save draft, Enter', async ({ page }) => {
  await signIn(page);
  const surface = await openPost(page);
  await page.getByRole('textbox', { name: 'Title', exact: true }).focus();
  await tabUntil(page, surface);
  await page.keyboard.press('Control+Home');
  await caretTakenIn(page);
  await page.keyboard.type('Typed with the keyboard only. ');
  const save = page.getByRole('button', { name: 'Save draft' });
  await tabUntil(page, save);
  await saveDraft(page, () => page.keyboard.press('Enter'));
  await expect(page.locator('textarea[name="body"]')).toHaveValue(/^(Typed with the keyboard only\. )+Large language models/);
});

test('on a phone: one toolbar row that scrolls, moved along by the arrow keys; a link and a library image from it', async ({ page }) => {
  await signIn(page);
  // an image of the library, with its alt text, to insert
  await page.goto('/admin/media');
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f6f5e' } }).jpeg().toBuffer();
  await page.getByLabel(/^Image\b/).setInputFiles({ name: 'field.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByLabel(/^Alt text/).fill('A green field under a low sky');
  await page.getByRole('button', { name: 'Upload image' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Image uploaded.' })).toBeVisible({ timeout: 30_000 });

  await page.setViewportSize({ width: 375, height: 800 });
  const surface = await openPost(page);
  // on a phone the buttons stay in their place in the form, with what the site shows beside them (a bar that stuck
  // to the screen covered the field in focus: WCAG 2.2 2.4.11); they fit the screen's width
  const bar = page.getByRole('group', { name: 'Save and publish' });
  await bar.scrollIntoViewIfNeeded();
  await expect(bar.getByRole('button', { name: 'Save draft' })).toBeInViewport();
  expect(await bar.evaluate((element) => getComputedStyle(element).position)).not.toBe('sticky');
  await expect(bar.getByRole('link', { name: 'Schedule…' })).toBeInViewport();
  await expect(bar).toContainText(/Live: revision \d+ is on the site\.|not on the site/);
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  const box = (await toolbar.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.height).toBeLessThan(64); // one row
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375); // the page does not scroll sideways
  // one Tab stop; the arrow keys, Home and End move along it, and the focused button scrolls into view
  const buttons = toolbar.getByRole('button');
  await buttons.first().focus();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Image' })).toBeFocused();
  await expect(toolbar.getByRole('button', { name: 'Image' })).toBeInViewport();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Heading', exact: true })).toBeFocused();
  expect(await buttons.evaluateAll((all) => all.filter((b) => (b as HTMLElement).tabIndex === 0).length)).toBe(1);

  // a link on words typed at the end: a wrong address is refused with why, a path on the site is taken
  await surface.click();
  await page.keyboard.press('Control+End');
  await caretTakenIn(page);
  await page.keyboard.press('Enter');
  await page.keyboard.type('See our work');
  await page.keyboard.press('Shift+Home');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  const address = page.getByRole('textbox', { name: 'Link address' });
  await address.fill('javascript:alert(1)');
  await page.getByRole('button', { name: 'Apply link' }).click();
  await expect(page.getByText('A link is a web address')).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await axe(page);
  await address.fill('/work');
  await address.press('Enter');
  await expect(surface.getByRole('link', { name: 'See our work' })).toHaveAttribute('href', '/work');

  // an image of the library, with its alt text. The link's words are still selected: End must reach the editor and
  // collapse its selection before Enter, or Enter replaces the words (as it would for a person who pressed it then).
  await expect(surface).toBeFocused();
  await page.keyboard.press('End');
  await caretTakenIn(page);
  await expect.poll(() => page.evaluate(() => (document.querySelector('[contenteditable="true"]') as HTMLElement & { editor: import('@tiptap/core').Editor }).editor.state.selection.empty)).toBe(true);
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Image' }).click();
  await page.getByRole('combobox', { name: 'Image from the media library' }).selectOption({ label: 'field.jpg: A green field under a low sky' });
  await page.getByRole('button', { name: 'Insert image' }).click();
  await expect(surface.getByRole('img', { name: 'A green field under a low sky' })).toBeVisible();
  await saveDraft(page, () => page.getByRole('button', { name: 'Save draft' }).click());
  const markdown = await page.locator('textarea[name="body"]').inputValue();
  expect(markdown).toContain('[See our work](/work)');
  expect(markdown).toMatch(/!\[A green field under a low sky\]\(\/media\/[0-9a-f]{32}-1200\.webp#1200x800\)/);
});

/** Presses Tab until `target` has focus (failing after 40 presses), checking each stop shows its focus. */
async function tabUntil(page: Page, target: ReturnType<Page['locator']>) {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) {
      // WCAG 2.4.7: the focused control draws an outline.
      expect(await target.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
      return;
    }
  }
  throw new Error('Tab never reached the target');
}
