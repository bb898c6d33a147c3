/**
 * Hands the browser a file to save, through a temporary link to an object URL. The link is in the
 * document while clicked (Firefox ignores a detached one) and the URL is revoked after the click is
 * handled: revoking at once cancels the download in some browsers.
 */
export function saveFile(fileName: string, content: Blob): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
