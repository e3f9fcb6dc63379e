declare const store: {
  STEP: number;
  storable(png: Buffer): Buffer;
  onBeforeWriteToDisc(args: { buffer: Buffer; destination: string }): Buffer;
};
export = store;
