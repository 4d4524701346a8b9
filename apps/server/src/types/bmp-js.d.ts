declare module 'bmp-js' {
  const bmp: {
    decode(buffer: Buffer): { width: number; height: number; data: Buffer };
    encode(image: { width: number; height: number; data: Buffer }): { data: Buffer };
  };
  export default bmp;
}
