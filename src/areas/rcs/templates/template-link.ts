/** `{data}` of the view, edit and copy links: the agent and the template, `acme_retail_agent~12`. */
export const templateLink = (senderId: string, templateId: number) => `${senderId}~${templateId}`;
export function parseTemplateLink(data: string | undefined): { senderId: string; templateId: number } | null {
  const match = /^([^~]+)~(\d+)$/.exec(data ?? '');
  return match ? { senderId: match[1]!, templateId: Number(match[2]) } : null;
}
