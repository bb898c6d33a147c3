import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/shell/access/types';
import { findMenuPage } from './find-menu-page';

const item = (path: string, titleKey: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  path,
  titleKey,
  icon: 'Circle',
  class: '',
  extralink: false,
  submenu: [],
  ...extra,
});

const menu = [
  item('/home', 'Home'),
  item('/whatsapp-campaign', 'WhatsApp Campaign', {
    submenu: [item('/whatsapp-campaign/register-whatsapp-api', 'Register WhatsApp API', { disabled: true }), item('/whatsapp-campaign/report', 'Reports')],
  }),
  item('/chatbot', 'Chatbot', { submenu: [item('/chatbot/flow-list', 'Flow List')] }),
];
const title = (entry: MenuItem) => entry.titleKey;

describe('findMenuPage', () => {
  it('finds a page by part of its title, ignoring case', () => {
    expect(findMenuPage(menu, 'flow', title)?.path).toBe('/chatbot/flow-list');
    expect(findMenuPage(menu, 'REPORT', title)?.path).toBe('/whatsapp-campaign/report');
  });

  it('offers pages, not the parents that only open a submenu, and never a disabled entry', () => {
    expect(findMenuPage(menu, 'chatbot', title)).toBeNull();
    expect(findMenuPage(menu, 'register', title)).toBeNull();
    expect(findMenuPage(menu, 'home', title)?.path).toBe('/home');
  });

  it('finds nothing for an empty or unknown query', () => {
    expect(findMenuPage(menu, '  ', title)).toBeNull();
    expect(findMenuPage(menu, 'invoices', title)).toBeNull();
  });
});
