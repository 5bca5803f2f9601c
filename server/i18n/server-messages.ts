/** What the HTTP layer itself answers: unknown routes, sign-in guard, request checks, outages. */
const id = {
  'http.route_not_found': 'Alamat API tidak ditemukan',
  'http.file_too_large': 'Berkas terlalu besar',
  'http.unavailable': 'Layanan sedang tidak tersedia sesaat. Silakan coba lagi dalam beberapa detik.',
  'http.server_error': 'Terjadi kesalahan pada server',
  'http.events_starting': 'Sistem event sedang dimulai. Coba lagi dalam beberapa detik.',
  'http.sign_in_first': 'Silakan masuk terlebih dahulu',
  'http.role_not_allowed': 'Akses ditolak: peran Anda tidak diizinkan untuk tindakan ini',
  'http.multipart_elsewhere':
    'Unggahan multipart hanya diterima di POST /api/upload dan POST /api/conversations/:id/messages; kirim JSON',
  'http.json_only': 'Kirim data sebagai application/json',
  'http.cross_site': 'Permintaan dari situs lain ditolak',
  'http.encoding_unsupported': 'Content-Encoding tidak didukung; kirim tanpa kompresi',
  'http.body_too_large': 'Isi permintaan terlalu besar (maksimal 1 MB)',
  'http.invalid_json': 'JSON tidak valid',
  'http.json_not_object': 'JSON harus berupa objek atau daftar',
  'http.body_interrupted': 'Isi permintaan terputus: {reason}',
}

// typed by the Indonesian keys: a key missing (or extra) here fails the build
const en: Record<keyof typeof id, string> = {
  'http.route_not_found': 'API address not found',
  'http.file_too_large': 'File too large',
  'http.unavailable': 'The service is briefly unavailable. Please try again in a few seconds.',
  'http.server_error': 'Something went wrong on the server',
  'http.events_starting': 'The event system is starting. Try again in a few seconds.',
  'http.sign_in_first': 'Please sign in first',
  'http.role_not_allowed': 'Access denied: your role is not allowed to do this',
  'http.multipart_elsewhere':
    'Multipart uploads are accepted only at POST /api/upload and POST /api/conversations/:id/messages; send JSON',
  'http.json_only': 'Send data as application/json',
  'http.cross_site': 'Requests from other sites are refused',
  'http.encoding_unsupported': 'Content-Encoding is not supported; send the body uncompressed',
  'http.body_too_large': 'The request body is too large (at most 1 MB)',
  'http.invalid_json': 'Invalid JSON',
  'http.json_not_object': 'The JSON must be an object or a list',
  'http.body_interrupted': 'The request body was cut off: {reason}',
}

export const serverMessages = { id, en }
