import { describe, expect, it } from 'vitest';
import { checkMediaFile } from './rcs-media-rules';

const MB = 1024 * 1024;

describe('RCS card media files', () => {
  it('takes the image, video and PDF types RBM sends, and refuses others', () => {
    for (const type of ['image/jpeg', 'image/gif', 'image/png', 'video/mp4', 'video/webm', 'video/mpeg', 'video/x-m4v', 'video/h263', 'application/pdf']) {
      expect(checkMediaFile({ type, size: 1000 }, false)).toBeNull();
    }
    for (const type of ['image/webp', 'image/svg+xml', 'video/quicktime', 'text/plain', '']) expect(checkMediaFile({ type, size: 1000 }, false)).toEqual({ rule: 'media-type' });
  });

  it('holds images to 2 MB and videos to 10 MB, 5 MB inside a carousel', () => {
    expect(checkMediaFile({ type: 'image/png', size: 2 * MB }, false)).toBeNull();
    expect(checkMediaFile({ type: 'image/png', size: 2 * MB + 1 }, false)).toEqual({ rule: 'media-size', maxMb: 2 });
    expect(checkMediaFile({ type: 'video/mp4', size: 8 * MB }, false)).toBeNull();
    expect(checkMediaFile({ type: 'video/mp4', size: 8 * MB }, true)).toEqual({ rule: 'media-size', maxMb: 5 });
    expect(checkMediaFile({ type: 'image/jpeg', size: 0 }, false)).toEqual({ rule: 'media-empty' });
  });
});
