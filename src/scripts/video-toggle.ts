/**
 * Video play and pause on a click (spec section 4): a click on the video or on its button toggles
 * it; the button says what it will do next, and the figure carries `data-playing` while it plays
 * (the button fades then, and comes back on hover and focus).
 */
export function bindVideoToggles(root: ParentNode = document): void {
  for (const figure of root.querySelectorAll<HTMLElement>('[data-video-toggle]:not([data-bound])')) {
    const video = figure.querySelector('video');
    const button = figure.querySelector('button');
    if (!video || !button) continue;
    figure.dataset.bound = '';
    const show = () => {
      const playing = !video.paused;
      button.toggleAttribute('data-playing', playing);
      figure.toggleAttribute('data-playing', playing);
      button.setAttribute('aria-label', (playing ? figure.dataset.pause : figure.dataset.play) ?? '');
    };
    const toggle = () => {
      if (video.paused) void video.play().catch(show);
      else video.pause();
    };
    video.addEventListener('play', show);
    video.addEventListener('pause', show);
    video.addEventListener('click', toggle);
    button.addEventListener('click', toggle);
  }
}
