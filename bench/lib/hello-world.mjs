// The baseline every HTTP benchmark divides by: Fastify doing as little as a server can.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
// For POST benchmarks: the same request (method, JSON body parsed by Fastify) answered by a constant.
app.post('/', async () => ({ hello: 'world' }))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.on('SIGTERM', () => app.close().then(() => process.exit(0)))
