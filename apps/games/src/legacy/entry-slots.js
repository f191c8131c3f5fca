// Not yet ported to the SDK: the original page scripts, in their load order.
import './art-global'
import './common.js'
import './slots.js'
