/**
 * A file's bytes as base64, the form the JSON upload calls take (`data`). Read through a data URL,
 * which the browser encodes natively, so a 100 MB PDF does not build a string byte by byte.
 */
export const fileBase64 = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
