/** Stand-in for static assets (images, stylesheets) imported by components under Jest. */
const fileStub = 'test-file-stub';
export default fileStub;
