/** jsdom has no PointerEvent: a mouse event with a pointer id stands in for it. Import for its effect. */
window.PointerEvent ??= class extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
  }
} as unknown as typeof PointerEvent;

export {};
