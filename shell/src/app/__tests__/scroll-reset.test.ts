import { installScrollReset } from '../scroll-reset';

function popstate(singleSpa: boolean) {
  const e = new PopStateEvent('popstate');
  if (singleSpa) Object.assign(e, { singleSpa: true, singleSpaTrigger: 'pushState' });
  window.dispatchEvent(e);
}
const routed = () => window.dispatchEvent(new CustomEvent('single-spa:routing-event'));

describe('installScrollReset', () => {
  let scrollTo: jest.SpyInstance;
  let uninstall: () => void;
  beforeEach(() => {
    window.history.replaceState(null, '', '/search');
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    uninstall = installScrollReset();
  });
  afterEach(() => {
    uninstall();
    scrollTo.mockRestore();
  });

  it('scrolls to the top when a link opens another page', () => {
    window.history.pushState(null, '', '/experiences/details/26');
    popstate(true);
    routed();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves the position alone for the same page with another query (filters, pagination)', () => {
    window.history.pushState(null, '', '/search?page=2');
    popstate(true);
    routed();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves back and forward to the browser', () => {
    window.history.pushState(null, '', '/profile');
    popstate(false);
    routed();
    expect(scrollTo).not.toHaveBeenCalled();
    // …and the next link after a back still starts at the top.
    window.history.pushState(null, '', '/reservations');
    popstate(true);
    routed();
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('keeps an anchor link on its target', () => {
    window.history.pushState(null, '', '/policies/terms#refunds');
    popstate(true);
    routed();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
