import { written } from '../src/services/notifications';

describe("someone's own words inside a notification's sentence", () => {
  it('isolates each line, so an Arabic note in an English sentence keeps its own direction', () => {
    expect(written('أضف صورة ثانية\nAdd a second photo')).toBe('\u2068أضف صورة ثانية\u2069\n\u2068Add a second photo\u2069');
    expect(written('one line')).toBe('\u2068one line\u2069');
    expect(written('a\r\nb')).toBe('\u2068a\u2069\n\u2068b\u2069');
  });
});
