/**
 * Share buttons (`data-share-text`): the device's share sheet (Web Share API) where there is one;
 * elsewhere the button stays hidden and the code's copy button is the way to pass it on.
 */
export function startShareButtons(root: ParentNode = document) {
  if (typeof navigator.share !== 'function') return;
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-share-text]')) {
    button.hidden = false;
    button.addEventListener('click', () => {
      navigator.share({ text: button.dataset.shareText ?? '' }).catch((error: unknown) => {
        // a shopper who closes the sheet is not an error
        if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('share failed', error);
      });
    });
  }
}
