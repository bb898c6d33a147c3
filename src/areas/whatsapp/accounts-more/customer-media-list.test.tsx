// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerMedia } from '@/api/contracts/whatsapp-accounts-more';
import { createMemoryStorage, openSession } from '@/shell/session';
import { renderWithApi } from '@/shell/testing/render-with-api';
import { CustomerMediaList } from './customer-media-list';

beforeAll(() => {
  // jsdom has no object URLs: each file gets a distinct stand-in, as a browser's blob: URL would be.
  let made = 0;
  URL.createObjectURL = () => `blob:console.test/${(made += 1)}`;
  URL.revokeObjectURL = () => undefined;
});

afterEach(cleanup);

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const item = (mediaId: string, kind: CustomerMedia['kind'], mimeType: string, fileName: string, extra: Partial<CustomerMedia> = {}): CustomerMedia => ({
  mediaId,
  kind,
  mimeType,
  fileName,
  size: null,
  caption: '',
  from: '+971501239876',
  displayNumber: '+971500000101',
  receivedOn: '2026-11-24T09:00:00.000Z',
  downloaded: false,
  ...extra,
});

/**
 * Spec §7's download/media/whatsapp for account 1001: answers each media id's bytes, after `gate`
 * when one is given; `failing` ids answer the provider's 502 once, then the file.
 */
function mediaServer(options: { gate?: Promise<void>; failing?: string[] } = {}) {
  const asked: URLSearchParams[] = [];
  const failing = new Set(options.failing);
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url);
    if (url.pathname !== '/api/v1.0/download/media/whatsapp') return Response.json({ error: 'not_found', message: 'No such route.' }, { status: 404 });
    asked.push(url.searchParams);
    await options.gate;
    const id = url.searchParams.get('media_id') ?? '';
    if (failing.delete(id)) return Response.json({ error: 'outbound_failed', message: 'The provider did not give the file.' }, { status: 502 });
    return new Response(PNG, { headers: { 'content-type': 'application/octet-stream' } });
  };
  return { fetchFn: fetchFn as typeof fetch, asked: () => asked.map((params) => params.get('media_id')), params: () => asked };
}

function renderList(media: CustomerMedia[], fetchFn: typeof fetch) {
  openSession('test-key', createMemoryStorage()).write('id', 1001);
  const downloaded: string[] = [];
  const opened: string[] = [];
  renderWithApi(<CustomerMediaList media={media} busy={null} onDownload={(file) => downloaded.push(file.mediaId)} onOpen={(file) => opened.push(file.mediaId)} />, {
    fetch: fetchFn,
    user: { username: 'lounge', roleId: 3 },
  });
  return { downloaded, opened };
}

describe('customer media previews', () => {
  it('shows a photo as a thumbnail fetched through download/media/whatsapp, and opens it full size in a dialog that gives the focus back', async () => {
    const user = userEvent.setup();
    let arrive: () => void = () => undefined;
    const server = mediaServer({ gate: new Promise<void>((resolve) => (arrive = resolve)) });
    renderList([item('m-photo', 'image', 'image/jpeg', 'image-m-photo.jpg', { caption: 'My receipt' })], server.fetchFn);

    expect(await screen.findByRole('status')).toHaveTextContent('Loading the preview of image-m-photo.jpg');
    arrive();
    const thumbnail = await screen.findByRole('button', { name: 'Open image-m-photo.jpg full size' });
    expect(Object.fromEntries(server.params()[0] ?? [])).toEqual({ channel_id: 'WABA', media_id: 'm-photo', esmeaddr: '1001' });

    await user.click(thumbnail);
    const dialog = screen.getByRole('dialog', { name: 'image-m-photo.jpg' });
    expect(within(dialog).getByRole('img', { name: 'My receipt' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Radix gives the focus back once the dialog has gone.
    await waitFor(() => expect(thumbnail).toHaveFocus());
    expect(server.asked()).toEqual(['m-photo']);
  });

  it('fetches a voice note or a video only when asked to play, then shows the browser player', async () => {
    const user = userEvent.setup();
    const server = mediaServer();
    renderList([item('m-voice', 'audio', 'audio/ogg', 'voice.ogg'), item('m-video', 'video', 'video/mp4', 'clip.mp4')], server.fetchFn);

    expect(screen.getByRole('button', { name: 'Play the video clip.mp4' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play the voice note voice.ogg' }));
    const player = await screen.findByLabelText('Voice note voice.ogg');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('controls');
    expect(server.asked()).toEqual(['m-voice']);
    expect(screen.queryByLabelText('Video clip.mp4')).not.toBeInTheDocument();
  });

  it('shows a document by icon, name, kind and size without fetching it, with open for a PDF and download for every file', async () => {
    const user = userEvent.setup();
    const server = mediaServer();
    const { downloaded, opened } = renderList(
      [item('m-pdf', 'document', 'application/pdf', 'brochure.pdf', { size: 2_560, downloaded: true }), item('m-doc', 'document', 'application/msword', 'terms.doc')],
      server.fetchFn,
    );

    const [pdf, doc] = screen.getAllByRole('listitem');
    expect(pdf).toHaveTextContent('brochure.pdf');
    expect(pdf).toHaveTextContent('Document · 2.5 kB');
    expect(pdf).toHaveTextContent('Kept here');
    expect(doc).toHaveTextContent('Document · size known once fetched');
    expect(doc).toHaveTextContent('At the provider');
    // Only a PDF opens in a tab: another type could be a page running the customer's script.
    expect(within(doc!).queryByRole('button', { name: /^Open/ })).not.toBeInTheDocument();

    await user.click(within(pdf!).getByRole('button', { name: 'Open brochure.pdf in a new tab' }));
    await user.click(within(doc!).getByRole('button', { name: 'Download terms.doc' }));
    expect(opened).toEqual(['m-pdf']);
    expect(downloaded).toEqual(['m-doc']);
    expect(server.asked()).toEqual([]);
  });

  it('says when a preview could not be fetched, and fetches it again on request', async () => {
    const user = userEvent.setup();
    const server = mediaServer({ failing: ['m-lost'] });
    renderList([item('m-lost', 'sticker', 'image/webp', 'sticker-m-lost.webp')], server.fetchFn);

    expect(await screen.findByRole('alert')).toHaveTextContent('The preview of sticker-m-lost.webp could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Open sticker-m-lost.webp full size' })).toBeInTheDocument();
    expect(server.asked()).toEqual(['m-lost', 'm-lost']);
  });
});
