/** jsdom has no modal dialogs: open and close them the way a browser does (close fires 'close'). */
HTMLDialogElement.prototype.showModal = function showModal() {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close() {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
