import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => jest.restoreAllMocks());

  it('runs once the next frame has been drawn, not before, and once only', async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const run = jest.fn();
    afterNextPaint(run, 1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(run).not.toHaveBeenCalled();
    // The frame's callback comes before its paint: what it queues runs after the paint.
    frames[0]?.(performance.now());
    expect(run).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(run).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the cap in a tab that draws no frames (in the background)', async () => {
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const run = jest.fn();
    afterNextPaint(run, 30);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(run).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
