import type { RcsTemplateContentInput } from '@/api/contracts/rcs-template';

/** A carousel of three cards with suggestions: valid under every RBM rule. */
export function carouselTemplate(name = 'spring_collection'): Extract<RcsTemplateContentInput, { type: 'carousel' }> {
  const card = (title: string, index: number) => ({
    title,
    description: `${title}, new this spring`,
    media: { url: `https://cdn.acme.example/spring/${index}.jpg`, height: 'MEDIUM' as const },
    suggestions: [{ type: 'url_action' as const, text: 'Shop now', postbackData: `shop_${index}`, url: `https://acme.example/spring/${index}` }],
  });
  return {
    type: 'carousel',
    name,
    width: 'MEDIUM',
    cards: [card('Jackets', 1), card('Sneakers', 2), card('Scarves', 3)],
    suggestions: [
      { type: 'reply', text: 'More offers', postbackData: 'more' },
      { type: 'dial', text: 'Call us', postbackData: 'call', phoneNumber: '+919800000101' },
    ],
  };
}
