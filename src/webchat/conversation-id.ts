const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; a chat opened over plain http on a LAN still works.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * This browser's conversation with one profile's bot: a random UUID kept in localStorage, so the
 * bot keeps its place when the installed app is closed and opened again.
 */
export function conversationIdFor(profileId: string): string {
  const key = `web-chat.conversation.${profileId}`;
  try {
    const stored = localStorage.getItem(key);
    if (stored && UUID.test(stored)) return stored;
    const fresh = randomUuid();
    localStorage.setItem(key, fresh);
    return fresh;
  } catch {
    // Storage refused (private mode, blocked cookies): the chat works for this visit only.
    return randomUuid();
  }
}
