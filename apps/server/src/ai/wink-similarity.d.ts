// wink-nlp declares its utilities without the file extension that Node's ESM resolver needs.
declare module 'wink-nlp/utilities/similarity.js' {
  export { default } from 'wink-nlp/utilities/similarity';
}
