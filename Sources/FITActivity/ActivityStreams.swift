import FITKit
