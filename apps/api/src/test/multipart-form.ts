/** A multipart/form-data body with one file in `field`, as a browser's upload form sends it. */
export function multipartForm(file: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----bazaar-test-${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
    `Content-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
