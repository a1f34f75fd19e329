import { getUploadStore } from 'proofdesk/upload';
import { describe, expect, it } from 'vitest';
import {
  choose,
  drop,
  fixtures,
  renderUpload,
  serverLog,
  setStorageUsed,
  textFile,
  uploadInstance,
} from './support';

// Proofing §5: each refusal is shown with the spec's title and message before anything is sent.

const GB = 1024 ** 3;

async function tokenCalls() {
  return (await serverLog()).filter((entry) => entry.path.startsWith('/api/upload/upload-token/')).length;
}

/** The refusal the zone shows: its title and its whole text. */
function refusal(root: ShadowRoot) {
  const alert = root.querySelector('[role="alert"]');
  return {
    title: alert?.querySelector('.pd-upload-problem-title')?.textContent ?? null,
    text: alert?.textContent ?? null,
  };
}

const supplied = { kind: 'attachment', category: 'supplied' } as const;

describe('Upload: the rules before sending (§5)', () => {
  it('refuses a name with other characters, an extension outside the list and an empty drop', async () => {
    const { orderId } = fixtures();
    const instance = await uploadInstance('owner@demo.test');
    const { root, input } = renderUpload(instance, { orderId, target: supplied });
    const before = await tokenCalls();

    choose(input, [textFile('brief#1.txt')]);
    await expect.poll(() => refusal(root).title).toBe('Not supported file name');
    expect(refusal(root).text).toContain(
      'brief#1.txt is invalid file name. We only accept Alphanumericals(A-Z+a-z+0-9), space( ), dash(-), underscore(_) and dot(.) characters',
    );

    choose(input, [textFile('ok.txt'), textFile('setup.exe')]);
    await expect.poll(() => refusal(root).title).toBe('Not supported file');
    expect(refusal(root).text).toContain(
      'setup.exe is not supported to process. Please use another extension.',
    );

    // Issue 20 item 5: an empty file, refused before a token as the server would refuse it.
    choose(input, [textFile('ok.txt'), textFile('empty.pdf', 0)]);
    await expect.poll(() => refusal(root).text).toContain('empty.pdf is not supported to process.');
    expect(refusal(root).title).toBe('Not supported file');

    drop(root, []);
    await expect.poll(() => refusal(root).title).toBe('No files');

    // Nothing was sent for any of them, and nothing is on its way.
    expect(await tokenCalls()).toBe(before);
    expect(getUploadStore(instance).$items.get()).toEqual([]);
  });

  it('refuses a selection above 2 GB', async () => {
    const { orderId } = fixtures();
    const instance = await uploadInstance('owner@demo.test');
    const { root, input } = renderUpload(instance, { orderId, target: supplied });
    const before = await tokenCalls();
    // Two real files whose sizes read 1.5 GB each: 3 GB of bytes would not fit a test page's
    // memory, and the rule reads only `size` (the bench sends a real 1 GB file).
    const big = [textFile('part-1.zip'), textFile('part-2.zip')];
    for (const file of big) Object.defineProperty(file, 'size', { value: 1.5 * GB });
    choose(input, big);
    await expect
      .poll(() => refusal(root).title)
      .toBe(
        'The file size is above 2 GB max limit and cannot be uploaded. Please adjust the file size and try again.',
      );
    expect(await tokenCalls()).toBe(before);
  });

  it("refuses an upload past the storage quota of the user's profile (plan plus additional)", async () => {
    const first = await uploadInstance('harbor@demo.test');
    const profile = first.session.$profile.get();
    const total = Number(profile?.storages.quota) + (Number(profile?.retail?.additionalStorageQuota) || 0);
    expect(total).toBeGreaterThan(0);
    await setStorageUsed('client-harbor', total - 1000);
    // The profile is read at sign-in: a new session sees the new figures.
    const instance = await uploadInstance('harbor@demo.test');
    expect(instance.session.$profile.get()?.storages.used).toBe(total - 1000);
    const store = getUploadStore(instance);
    expect(store.check([{ name: 'small.txt', size: 1000 }])).toBeNull();
    const { root, input } = renderUpload(instance, { orderId: fixtures().orderId, target: supplied });
    const before = await tokenCalls();
    choose(input, [textFile('notes.txt', 1001)]);
    await expect.poll(() => refusal(root).title).toBe('Not Enough Storage');
    expect(refusal(root).text).toContain(
      'Please upgrade your membership to continue uploading more attachments.',
    );
    // "Storage is full when used … is at least quota …": then even one byte is refused.
    await setStorageUsed('client-harbor', total);
    const full = await uploadInstance('harbor@demo.test');
    expect(getUploadStore(full).check([{ name: 'tiny.txt', size: 1 }])?.title).toBe('Not Enough Storage');
    expect(await tokenCalls()).toBe(before);
    await setStorageUsed('client-harbor', 0);
  });

  it('names its controls and opens the picker from its button (the keyboard path)', async () => {
    const { orderId } = fixtures();
    const instance = await uploadInstance('owner@demo.test');
    const { root, input } = renderUpload(instance, { orderId, target: supplied });
    const button = root.querySelector('button') as HTMLButtonElement;
    expect(button.textContent).toBe('Choose files');
    expect(root.querySelector('section')?.getAttribute('aria-label')).toBe('Upload files');
    expect(input.multiple).toBe(true);
    expect(input.accept.split(',')).toEqual(expect.arrayContaining(['.pdf', '.png', '.zip']));
    let opened = 0;
    input.addEventListener('click', (event) => {
      event.preventDefault();
      opened += 1;
    });
    button.focus();
    expect(root.activeElement).toBe(button);
    button.click();
    expect(opened).toBe(1);
    // A version takes one file.
    const version = renderUpload(instance, {
      orderId,
      target: { kind: 'attachment-version', attachmentId: fixtures().suppliedAttachmentId },
    });
    expect(version.input.multiple).toBe(false);
    expect(version.root.querySelector('button')?.textContent).toBe('Choose a file');
  });
});
