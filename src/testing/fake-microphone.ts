import { vi } from 'vitest';

/** A MediaRecorder stand-in for jsdom (which has none), recording a fixed payload. */
export class FakeMediaRecorder extends EventTarget {
  static supportedTypes: string[] = ['audio/webm;codecs=opus', 'audio/webm'];
  static instances: FakeMediaRecorder[] = [];
  static payload: BlobPart[] = [new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3])];
  static isTypeSupported = vi.fn((type: string) => FakeMediaRecorder.supportedTypes.includes(type));

  state: RecordingState = 'inactive';
  readonly mimeType: string;
  readonly options: MediaRecorderOptions | undefined;
  readonly stream: MediaStream;

  constructor(stream: MediaStream, options?: MediaRecorderOptions) {
    super();
    this.stream = stream;
    this.options = options;
    this.mimeType = options?.mimeType ?? 'audio/webm';
    FakeMediaRecorder.instances.push(this);
  }

  start() {
    this.state = 'recording';
  }

  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    const data = new Blob(FakeMediaRecorder.payload, { type: this.mimeType });
    this.dispatchEvent(Object.assign(new Event('dataavailable'), { data }));
    this.dispatchEvent(new Event('stop'));
  }

  static reset() {
    FakeMediaRecorder.instances = [];
    FakeMediaRecorder.supportedTypes = ['audio/webm;codecs=opus', 'audio/webm'];
    FakeMediaRecorder.payload = [new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3])];
    FakeMediaRecorder.isTypeSupported.mockClear();
  }
}

export type FakeMic = {
  getUserMedia: ReturnType<
    typeof vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>
  >;
  trackStop: ReturnType<typeof vi.fn>;
};

/** Installs a fake microphone and MediaRecorder; returns the spies. */
export function installFakeMicrophone(): FakeMic {
  const trackStop = vi.fn();
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => {
    return { getTracks: () => [{ stop: trackStop }] } as unknown as MediaStream;
  });
  FakeMediaRecorder.reset();
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  return { getUserMedia, trackStop };
}

export function uninstallFakeMicrophone() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
}
