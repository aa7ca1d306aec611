// The shared test helpers import the server's SQLite driver, which ships no types.
declare module 'better-sqlite3' {
  namespace Database {
    type Database = any;
  }
  const Database: any;
  export default Database;
}
