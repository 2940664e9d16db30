/**
 * The custom cursor: a ring that trails the pointer and a dot that sits on it, with a tooltip taken from
 * the nearest `data-cursor` attribute. Plain DOM, decorative only: the system cursor stays visible and
 * neither element can receive a click (pointer-events: none). Also the `.ripple` buttons' fill growing from
 * where the pointer is (globals.css; without this, from their middle): the same mouse-only decoration, so it
 * loads with the cursor, on the first mouse move, and never on a touch screen or with reduced motion.
 */
export function startCursor(): () => void {
  const ring = document.createElement('div');
  const dot = document.createElement('div');
  ring.className = 'cursor-ring';
  dot.className = 'cursor-dot';
  for (const el of [ring, dot]) {
    el.setAttribute('aria-hidden', 'true');
    document.body.append(el);
  }

  let x = -100;
  let y = -100;
  let ringX = x;
  let ringY = y;
  let frame = 0;

  const draw = () => {
    ringX += (x - ringX) * 0.18;
    ringY += (y - ringY) * 0.18;
    ring.style.transform = `translate3d(${ringX}px, ${ringY}px, 0)`;
    dot.style.transform = `translate3d(${x}px, ${y}px, 0)`;
    frame = Math.abs(x - ringX) + Math.abs(y - ringY) > 0.1 ? requestAnimationFrame(draw) : 0;
  };
  const onMove = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    x = event.clientX;
    y = event.clientY;
    document.documentElement.dataset.cursorVisible = 'true';
    if (!frame) frame = requestAnimationFrame(draw);
    const ripple = (event.target as Element | null)?.closest?.<HTMLElement>('.ripple');
    if (ripple) {
      const box = ripple.getBoundingClientRect();
      ripple.style.setProperty('--ripple-x', `${x - box.left}px`);
      ripple.style.setProperty('--ripple-y', `${y - box.top}px`);
    }
  };
  const onOver = (event: PointerEvent) => {
    const target = (event.target as Element | null)?.closest?.('[data-cursor], a, button');
    const label = target?.getAttribute('data-cursor') ?? '';
    ring.textContent = label;
    ring.classList.toggle('has-label', label !== '');
    ring.classList.toggle('is-active', Boolean(target));
  };
  const onLeave = () => delete document.documentElement.dataset.cursorVisible;

  window.addEventListener('pointermove', onMove, { passive: true });
  document.addEventListener('pointerover', onOver, { passive: true });
  document.documentElement.addEventListener('pointerleave', onLeave);

  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('pointermove', onMove);
    document.removeEventListener('pointerover', onOver);
    document.documentElement.removeEventListener('pointerleave', onLeave);
    ring.remove();
    dot.remove();
    onLeave();
  };
}
