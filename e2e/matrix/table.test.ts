import { describe, expect, it } from 'vitest';
import { type Cell, messageProblems, nameOfCall, printMatrix, SERVER_ERROR_TEXT } from './table';

const ROWS = [
  { name: 'getCourses (listing)', method: 'GET', path: '/api/v1/courses' },
  { name: 'getCourseFilters', method: 'GET', path: '/api/v1/courses/filters' },
  { name: 'getCourse', method: 'GET', path: '/api/v1/courses/:slug' },
  { name: 'getCourseReviews', method: 'GET', path: '/api/v1/courses/:slug/reviews' },
  { name: 'toggleCart', method: 'POST', path: '/api/v1/cart/:id/toggle-cart' },
];

describe('naming a request by the contract rows', () => {
  it('prefers a literal path to a pattern, and drops the row name’s note', () => {
    expect(nameOfCall(ROWS, 'GET', '/api/v1/courses/filters')).toBe('getCourseFilters');
    expect(nameOfCall(ROWS, 'GET', '/api/v1/courses')).toBe('getCourses');
    expect(nameOfCall(ROWS, 'GET', '/api/v1/courses/python-for-beginners')).toBe('getCourse');
  });

  it('matches a parameter to one path segment only, and the method too', () => {
    expect(nameOfCall(ROWS, 'GET', '/api/v1/courses/python/reviews')).toBe('getCourseReviews');
    expect(nameOfCall(ROWS, 'GET', '/api/v1/courses/a/b/reviews')).toBeNull();
    expect(nameOfCall(ROWS, 'POST', '/api/v1/courses/python')).toBeNull();
    expect(nameOfCall(ROWS, 'POST', '/api/v1/cart/7/toggle-cart')).toBe('toggleCart');
  });
});

describe('the printed matrix', () => {
  const cell = (screen: string, column: Cell['column'], problems: string[] = [], call = 'getCourses'): Cell => ({
    screen,
    call,
    column,
    problems,
  });

  it('counts the calls handled per screen and fault, marks what was not tried, and lists every gap', () => {
    const { table, gaps } = printMatrix([
      cell('home', 'abort'),
      cell('home', 'abort', ['no message'], 'getFaqs'),
      cell('home', 'chunk', [], 'its code'),
      cell('faq', 'abort'),
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toBe(
      '| screen | abort | offline | html 500 | json 500 | 401 | 422 | bad json | 30 s delay | offline after load | chunk |',
    );
    expect(lines[2]).toBe('| home | ✗ 1/2 | · | · | · | · | · | · | · | · | ✓ 1 |');
    expect(lines[3]).toBe('| faq | ✓ 1 | · | · | · | · | · | · | · | · | · |');
    expect(gaps).toEqual(['home · getFaqs · abort: no message']);
  });

  it('has no gap when every cell is handled', () => {
    expect(printMatrix([cell('home', '401'), cell('home', '30 s delay')]).gaps).toEqual([]);
  });
});

describe('the message a fault leaves on an Arabic page', () => {
  const generic = 'حدث خطأ أثناء الاشتراك.';

  it('is handled in the app’s Arabic words', () => {
    expect(messageProblems(`حدث خطأ${generic}`, 'json 500')).toEqual([]);
    expect(messageProblems(generic, 'abort')).toEqual([]);
  });

  it('is not handled in another language, or with a server’s or a parser’s raw words', () => {
    expect(messageProblems('An error occurred during subscription.', 'abort')).toHaveLength(1);
    expect(messageProblems(`${generic} Internal Server Error`, 'html 500')).toHaveLength(1);
    expect(messageProblems(`${generic} <h1>500</h1>`, 'html 500')).toHaveLength(1);
    expect(messageProblems(`${generic} Unexpected token '<'`, 'bad json')).toHaveLength(1);
  });

  it('a server error’s own text is never shown, in either language, even under an Arabic title', () => {
    expect(messageProblems(`حدث خطأ${SERVER_ERROR_TEXT.ar}`, 'json 500')).toHaveLength(1);
    expect(messageProblems(`حدث خطأ${SERVER_ERROR_TEXT.en}`, 'json 500')).toHaveLength(1);
    // A refusal's words are the server's to give: the same text for a 422 is its message.
    expect(messageProblems(`حدث خطأ${SERVER_ERROR_TEXT.ar}`, '422')).toEqual([]);
  });
});
