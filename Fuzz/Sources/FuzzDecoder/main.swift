import FITFuzz
import FuzzDriver

runFuzzer(FuzzEntry.decoder)
