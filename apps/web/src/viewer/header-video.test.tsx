import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { camelize } from '../lib/case.ts';
import { buildPresentationWire } from '../test/editor-factories.ts';
import { onMeteredData } from './header-video.tsx';
import { PresentationView } from './presentation-view.tsx';

const withVideo = (overrides: Parameters<typeof buildPresentationWire>[0] = {}) =>
  camelize(
    buildPresentationWire({
      background_video_url: '/api/client/files/video',
      background_video_poster: '/api/client/files/poster',
      ...overrides,
    }),
  );

function connect(connection: object | undefined) {
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
}
afterEach(() => connect(undefined));

describe('the header video on the cover', () => {
  it('plays muted, looping and inline, with its poster, and can be paused', async () => {
    render(<PresentationView presentation={withVideo()} />);
    const video = (await screen.findByTestId('header-video')) as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/api/client/files/video');
    expect(video).toHaveAttribute('poster', '/api/client/files/poster');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video.autoplay).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause header video' })).toBeInTheDocument();
    // The poster is the header's picture until the video draws.
    expect(screen.getByTestId('presentation-header').style.backgroundImage).toContain(
      '/api/client/files/poster',
    );
  });

  it('never autoplays on cellular data, with Save-Data or on a slow link: the poster shows with a play button', async () => {
    for (const connection of [
      { type: 'cellular', effectiveType: '4g' },
      { saveData: true, effectiveType: '4g' },
      { effectiveType: '3g' },
    ]) {
      connect(connection);
      expect(onMeteredData()).toBe(true);
      const { unmount } = render(<PresentationView presentation={withVideo()} />);
      const video = (await screen.findByTestId('header-video')) as HTMLVideoElement;
      expect(video.autoplay).toBe(false);
      expect(video).toHaveAttribute('preload', 'none');
      expect(screen.getByRole('button', { name: 'Play header video' })).toBeInTheDocument();
      unmount();
    }
    connect({ type: 'wifi', effectiveType: '4g' });
    expect(onMeteredData()).toBe(false);
  });

  it('shows the category, the picture where it is placed, and the centred layout', () => {
    render(
      <PresentationView
        presentation={camelize(
          buildPresentationWire({
            category: 'Waterfront homes',
            picture: '/files/face.png',
            picture_position: 'right',
            style: 'centered',
          }),
        )}
      />,
    );
    expect(screen.getByText('Waterfront homes')).toBeInTheDocument();
    expect(screen.getByTestId('cover-picture')).toHaveClass('self-end');
    expect(screen.getByTestId('presentation-header')).toHaveClass('text-center');
    expect(screen.queryByTestId('header-video')).not.toBeInTheDocument();
  });
});
