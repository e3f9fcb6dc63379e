declare const store: {
  STEP: number;
  MOST: number;
  storable(png: Buffer): Buffer;
  onBeforeWriteToDisc(args: { buffer: Buffer; destination: string }): Buffer;
};
export = store;
