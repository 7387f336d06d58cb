// CloudFront Function (viewer request, runtime cloudfront-js-2.0) for the static export in an
// S3 bucket, which knows nothing of clean URLs: /projects is the object projects.html, / is
// index.html, and /projects/ moves permanently to /projects, as on the other hosts. Files
// (anything whose last segment has a dot) pass untouched. Paste it into the CloudFront
// console, or deploy it from this file; scripts/hosting/cloudfront-function.test.ts tests it.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by this name
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/') {
    request.uri = '/index.html';
    return request;
  }
  if (uri.charAt(uri.length - 1) === '/') {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: uri.replace(/\/+$/, '') || '/' } },
    };
  }
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = uri + '.html';
  return request;
}
